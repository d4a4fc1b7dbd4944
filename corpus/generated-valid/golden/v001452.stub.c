#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001452.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale21_kerneliPmdi(int, size_t *, double, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14scale21_kerneliPmdi(int __par0, size_t *__par1, double __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, size_t *, double, int))scale21_kernel)), 0U);}
# 45 "v001452.cu"
void scale21_kernel( int __cuda_0,::size_t *__cuda_1,double __cuda_2,int __cuda_3)
# 45 "v001452.cu"
{__device_stub__Z14scale21_kerneliPmdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 53 "v001452.cu"
}
# 1 "v001452.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, size_t *, double, int))scale21_kernel), _Z14scale21_kerneliPmdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
