#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000922.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack9PidPfS_(int *__restrict__, double, float *, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack9PidPfS_(int *__restrict__ __par0, double __par1, float *__par2, int *__restrict__ __par3){ int *__T1;
 int *__T2;
__cudaLaunchPrologue(4);__T1 = __par0;__cudaSetupArgSimple(__T1, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__T2 = __par3;__cudaSetupArgSimple(__T2, 24UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__, double, float *, int *__restrict__))pack9)), 0U);}
# 35 "v000922.cu"
void pack9( int *__restrict__ __cuda_0,double __cuda_1,float *__cuda_2,int *__restrict__ __cuda_3)
# 35 "v000922.cu"
{__device_stub__Z5pack9PidPfS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 46 "v000922.cu"
}
# 1 "v000922.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__, double, float *, int *__restrict__))pack9), _Z5pack9PidPfS_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
