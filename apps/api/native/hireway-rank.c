/*
 * hireway_rank: FTS5's bm25() with the phrases' document counts given by the caller.
 *
 * bm25() starts every statement by counting, for each phrase of the query, the rows that hold it (a pass over the
 * phrase's whole doclist): tens of milliseconds at a million rows for a frequent word or a filter's facet. The app
 * already knows these counts (its search dictionary), so this function takes them as its first argument and
 * counts only the phrases it is not told about. The score is bm25()'s, to the bit, when the counts are exact.
 *
 *   hireway_rank(fts_table, counts, w0, w1, ...)
 *
 * counts: text, one number per phrase of the MATCH expression in order, separated by spaces; a negative number (or
 * a missing one) means "count it" (bm25()'s own way). w0…: the column weights, as bm25() takes them.
 */
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct RankData RankData;
struct RankData {
  int nPhrase;
  double avgdl;
  double *aIDF;
  double *aFreq;
};

static int countRow(const Fts5ExtensionApi *pApi, Fts5Context *pFts, void *pUserData) {
  (void)pApi;
  (void)pFts;
  (*(sqlite3_int64 *)pUserData)++;
  return SQLITE_OK;
}

static int rankData(const Fts5ExtensionApi *pApi, Fts5Context *pFts, sqlite3_value *pCounts, RankData **ppData) {
  int rc = SQLITE_OK;
  RankData *p = (RankData *)pApi->xGetAuxdata(pFts, 0);
  if (p == 0) {
    sqlite3_int64 nRow = 0, nToken = 0;
    int nPhrase = pApi->xPhraseCount(pFts);
    sqlite3_int64 nByte = sizeof(RankData) + nPhrase * 2 * sizeof(double);
    const char *zCounts = pCounts ? (const char *)sqlite3_value_text(pCounts) : 0;
    int i;
    p = (RankData *)sqlite3_malloc64(nByte);
    if (p == 0) return SQLITE_NOMEM;
    memset(p, 0, (size_t)nByte);
    p->nPhrase = nPhrase;
    p->aIDF = (double *)&p[1];
    p->aFreq = &p->aIDF[nPhrase];
    rc = pApi->xRowCount(pFts, &nRow);
    if (rc == SQLITE_OK) rc = pApi->xColumnTotalSize(pFts, -1, &nToken);
    if (rc == SQLITE_OK) p->avgdl = nRow > 0 ? (double)nToken / (double)nRow : 1.0;
    for (i = 0; rc == SQLITE_OK && i < nPhrase; i++) {
      double nHit = -1.0;
      if (zCounts) {
        char *zEnd = 0;
        double value;
        while (*zCounts == ' ') zCounts++;
        value = strtod(zCounts, &zEnd);
        if (zEnd != zCounts) {
          nHit = value;
          zCounts = zEnd;
        } else {
          zCounts = 0;
        }
      }
      if (nHit < 0.0) {
        sqlite3_int64 nCounted = 0;
        rc = pApi->xQueryPhrase(pFts, i, (void *)&nCounted, countRow);
        nHit = (double)nCounted;
      }
      if (rc == SQLITE_OK) {
        /* bm25()'s IDF, with its floor (fts5_aux.c). A count told larger than the table (a dictionary loaded before
        ** rows were deleted) would take the log of a negative number: NaN fails every comparison, so the floor is
        ** written to catch it too. */
        double idf = log((nRow - nHit + 0.5) / (nHit + 0.5));
        if (!(idf > 0.0)) idf = 1e-6;
        p->aIDF[i] = idf;
      }
    }
    if (rc != SQLITE_OK) {
      sqlite3_free(p);
      return rc;
    }
    rc = pApi->xSetAuxdata(pFts, p, sqlite3_free);
    if (rc != SQLITE_OK) return rc;
  }
  *ppData = p;
  return rc;
}

static void rankFunction(const Fts5ExtensionApi *pApi, Fts5Context *pFts, sqlite3_context *pCtx, int nVal,
                         sqlite3_value **apVal) {
  const double k1 = 1.2;
  const double b = 0.75;
  double score = 0.0;
  double D = 0.0;
  RankData *pData = 0;
  int nInst = 0;
  int i;
  int rc = rankData(pApi, pFts, nVal > 0 ? apVal[0] : 0, &pData);
  if (rc == SQLITE_OK) {
    memset(pData->aFreq, 0, sizeof(double) * pData->nPhrase);
    rc = pApi->xInstCount(pFts, &nInst);
  }
  for (i = 0; rc == SQLITE_OK && i < nInst; i++) {
    int ip, ic, io;
    rc = pApi->xInst(pFts, i, &ip, &ic, &io);
    if (rc == SQLITE_OK) pData->aFreq[ip] += (nVal > ic + 1) ? sqlite3_value_double(apVal[ic + 1]) : 1.0;
  }
  if (rc == SQLITE_OK) {
    int nTok;
    rc = pApi->xColumnSize(pFts, -1, &nTok);
    D = (double)nTok;
  }
  if (rc == SQLITE_OK) {
    for (i = 0; i < pData->nPhrase; i++) {
      double f = pData->aFreq[i];
      score += pData->aIDF[i] * ((f * (k1 + 1.0)) / (f + k1 * (1 - b + b * D / pData->avgdl)));
    }
    sqlite3_result_double(pCtx, -1.0 * score);
  } else {
    sqlite3_result_error_code(pCtx, rc);
  }
}

static fts5_api *fts5Api(sqlite3 *db) {
  fts5_api *pApi = 0;
  sqlite3_stmt *pStmt = 0;
  if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &pStmt, 0) == SQLITE_OK) {
    sqlite3_bind_pointer(pStmt, 1, (void *)&pApi, "fts5_api_ptr", 0);
    sqlite3_step(pStmt);
  }
  sqlite3_finalize(pStmt);
  return pApi;
}

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_hirewayrank_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi) {
  fts5_api *fts5;
  SQLITE_EXTENSION_INIT2(pApi);
  fts5 = fts5Api(db);
  if (fts5 == 0 || fts5->iVersion < 2) {
    *pzErrMsg = sqlite3_mprintf("hireway_rank: FTS5 is not available");
    return SQLITE_ERROR;
  }
  return fts5->xCreateFunction(fts5, "hireway_rank", 0, rankFunction, 0);
}
