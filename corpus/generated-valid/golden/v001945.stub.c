#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001945.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay9sfPKiPKf(short, float, const int *__restrict__, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6decay9sfPKiPKf(short __par0, float __par1, const int *__restrict__ __par2, const float *__restrict__ __par3){ const int *__T0;
 const float *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(short, float, const int *__restrict__, const float *__restrict__))decay9)), 0U);}
# 22 "v001945.cu"
void decay9( short __cuda_0,float __cuda_1,const int *__restrict__ __cuda_2,const float *__restrict__ __cuda_3)
# 22 "v001945.cu"
{__device_stub__Z6decay9sfPKiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v001945.cu"
}
# 1 "v001945.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(short, float, const int *__restrict__, const float *__restrict__))decay9), _Z6decay9sfPKiPKf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_pivot20,::c_pivot20), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
