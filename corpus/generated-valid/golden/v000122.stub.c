#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000122.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe18_kernelPjiPKi(unsigned *, int, const idx12_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14probe18_kernelPjiPKi(unsigned *__par0, int __par1, const idx12_t *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned *, int, const idx12_t *))probe18_kernel)), 0U);}
# 44 "v000122.cu"
void probe18_kernel( unsigned *__cuda_0,int __cuda_1,const ::idx12_t *__cuda_2)
# 45 "v000122.cu"
{__device_stub__Z14probe18_kernelPjiPKi( __cuda_0,__cuda_1,__cuda_2);
# 55 "v000122.cu"
}
# 1 "v000122.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int, const idx12_t *))probe18_kernel), _Z14probe18_kernelPjiPKi, (-1)); __cudaRegisterVariable(__T0, __shadow_var(_ZN6math139c_pivot14E,::math13::c_pivot14), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
