#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000560.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump12_kerneliPiPa(int, int *__restrict__, signed char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bump12_kerneliPiPa(int __par0, int *__restrict__ __par1, signed char *__par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, int *__restrict__, signed char *))bump12_kernel)), 0U);}
# 32 "v000560.cu"
void bump12_kernel( int __cuda_0,int *__restrict__ __cuda_1,signed char *__cuda_2)
# 33 "v000560.cu"
{__device_stub__Z13bump12_kerneliPiPa( __cuda_0,__cuda_1,__cuda_2);
# 46 "v000560.cu"
}
# 1 "v000560.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, int *__restrict__, signed char *))bump12_kernel), _Z13bump12_kerneliPiPa, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_bias11,::d_bias11), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
