#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000282.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift15PjPdPiPf(unsigned *, double *, int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sift15PjPdPiPf(unsigned *__par0, double *__par1, int *__par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned *, double *, int *, float *))sift15)), 0U);}
# 33 "v000282.cu"
void sift15( unsigned *__cuda_0,double *__cuda_1,int *__cuda_2,float *__cuda_3)
# 33 "v000282.cu"
{__device_stub__Z6sift15PjPdPiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 42 "v000282.cu"
}
# 1 "v000282.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(unsigned *, double *, int *, float *))sift15), _Z6sift15PjPdPiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
