#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000766.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score2_kerneldfPKjPKy(double, float, const unsigned *__restrict__, const unsigned long long *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score2_kerneldfPKjPKy(double __par0, float __par1, const unsigned *__restrict__ __par2, const unsigned long long *__restrict__ __par3){ const unsigned *__T0;
 const unsigned long long *__T1;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__T1 = __par3;__cudaSetupArgSimple(__T1, 24UL);__cudaLaunch(((char *)((void ( *)(double, float, const unsigned *__restrict__, const unsigned long long *__restrict__))score2_kernel)), 0U);}
# 7 "v000766.cu"
void score2_kernel( double __cuda_0,float __cuda_1,const unsigned *__restrict__ __cuda_2,const unsigned long long *__restrict__ __cuda_3)
# 7 "v000766.cu"
{__device_stub__Z13score2_kerneldfPKjPKy( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 21 "v000766.cu"
}
# 1 "v000766.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(double, float, const unsigned *__restrict__, const unsigned long long *__restrict__))score2_kernel), _Z13score2_kerneldfPKjPKy, 64); __cudaRegisterVariable(__T5, __shadow_var(c_relax20,::c_relax20), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
