#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000979.fatbin.c"
static void __device_stub__Z13grow10_kernelPKfS0_(const float *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13grow10_kernelPKfS0_(const float *__par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, const float *))grow10_kernel)), 0U);}
# 20 "v000979.cu"
static void grow10_kernel( const float *__cuda_0,const float *__cuda_1)
# 20 "v000979.cu"
{__device_stub__Z13grow10_kernelPKfS0_( __cuda_0,__cuda_1);
# 33 "v000979.cu"
}
# 1 "v000979.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *, const float *))grow10_kernel), _Z13grow10_kernelPKfS0_, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_probe16,::c_probe16), 0, 4UL, 1, 0); __cudaRegisterVariable(__T4, __shadow_var(d_weigh17,::d_weigh17), 0, 4UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(_ZN5gpu188d_norm19E,::gpu18::d_norm19), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
