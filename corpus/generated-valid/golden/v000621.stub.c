#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000621.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count12_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_norm29Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14count12_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))count12_kernel)), 0U);}
# 31 "v000621.cu"
void count12_kernel( float *__cuda_0)
# 32 "v000621.cu"
{__device_stub__Z14count12_kernelPf( __cuda_0);
# 40 "v000621.cu"
}
# 1 "v000621.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_norm29Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_norm29)), 0U); }
# 67 "v000621.cu"
void map_norm29( unsigned *__cuda_0,int __cuda_1)
# 67 "v000621.cu"
{__device_stub__Z10map_norm29Pji( __cuda_0,__cuda_1); }
# 1 "v000621.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int))map_norm29), _Z10map_norm29Pji, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *))count12_kernel), _Z14count12_kernelPf, (-1)); __cudaRegisterVariable(__T0, __shadow_var(d_march17,::d_march17), 0, 8UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
