#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001326.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow14iPiPfPKi(int, int *, float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax26dPiPKi(double, int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp48PKf6Color7(const float *, enum Color7);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow14iPiPfPKi(int __par0, int *__par1, float *__par2, const int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *, float *, const int *))grow14)), 0U);}
# 23 "v001326.cu"
void grow14( int __cuda_0,int *__cuda_1,float *__cuda_2,const int *__cuda_3)
# 24 "v001326.cu"
{__device_stub__Z6grow14iPiPfPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001326.cu"
}
# 1 "v001326.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax26dPiPKi( double __par0,  int *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double, int *, const int *))relax26)), 0U); }
# 43 "v001326.cu"
void relax26( double __cuda_0,int *__cuda_1,const int *__cuda_2)
# 44 "v001326.cu"
{__device_stub__Z7relax26dPiPKi( __cuda_0,__cuda_1,__cuda_2);
# 58 "v001326.cu"
}
# 1 "v001326.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp48PKf6Color7( const float *__par0,  enum Color7 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, enum Color7))clamp48)), 0U); }
# 62 "v001326.cu"
void clamp48( const float *__cuda_0,enum ::Color7 __cuda_1)
# 63 "v001326.cu"
{__device_stub__Z7clamp48PKf6Color7( __cuda_0,__cuda_1);
# 70 "v001326.cu"
}
# 1 "v001326.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, enum Color7))clamp48), _Z7clamp48PKf6Color7, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double, int *, const int *))relax26), _Z7relax26dPiPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, float *, const int *))grow14), _Z6grow14iPiPfPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
