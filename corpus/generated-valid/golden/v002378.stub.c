#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002378.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack1PiPfPKi(int *, float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6clamp8PiPd(int *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack1PiPfPKi(int *__par0, float *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, float *, const int *))pack1)), 0U);}
# 5 "v002378.cu"
void pack1( int *__cuda_0,float *__cuda_1,const int *__cuda_2)
# 5 "v002378.cu"
{__device_stub__Z5pack1PiPfPKi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002378.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6clamp8PiPd( int *__par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, double *))clamp8)), 0U); }
# 23 "v002378.cu"
void clamp8( int *__cuda_0,double *__cuda_1)
# 23 "v002378.cu"
{__device_stub__Z6clamp8PiPd( __cuda_0,__cuda_1);
# 32 "v002378.cu"
}
# 1 "v002378.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, double *))clamp8), _Z6clamp8PiPd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, float *, const int *))pack1), _Z5pack1PiPfPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
