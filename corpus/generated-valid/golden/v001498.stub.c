#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001498.fatbin.c"
static void __device_stub__Z7gather5Pj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update14iPid(int, int *, double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7gather5Pj(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))gather5)), 0U);}
# 13 "v001498.cu"
static void gather5( unsigned *__cuda_0)
# 13 "v001498.cu"
{__device_stub__Z7gather5Pj( __cuda_0);
# 26 "v001498.cu"
}
# 1 "v001498.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update14iPid( int __par0,  int *__par1,  double __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, double))update14)), 0U); }
# 35 "v001498.cu"
void update14( int __cuda_0,int *__cuda_1,double __cuda_2)
# 35 "v001498.cu"
{__device_stub__Z8update14iPid( __cuda_0,__cuda_1,__cuda_2);
# 48 "v001498.cu"
}
# 1 "v001498.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, double))update14), _Z8update14iPid, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *))gather5), _Z7gather5Pj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
