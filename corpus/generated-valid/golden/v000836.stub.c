#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000836.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_warp9Pdi(double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep10_kernelPKj(const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp20_kerneldiPmf(double, int, size_t *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9map_warp9Pdi(double *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, int))map_warp9)), 0U);}
# 29 "v000836.cu"
void map_warp9( double *__cuda_0,int __cuda_1)
# 29 "v000836.cu"
{__device_stub__Z9map_warp9Pdi( __cuda_0,__cuda_1); }
# 1 "v000836.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep10_kernelPKj( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))sweep10_kernel)), 0U); }
# 30 "v000836.cu"
void sweep10_kernel( const unsigned *__cuda_0)
# 31 "v000836.cu"
{__device_stub__Z14sweep10_kernelPKj( __cuda_0);
# 42 "v000836.cu"
}
# 1 "v000836.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp20_kerneldiPmf( double __par0,  int __par1,  size_t *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double, int, size_t *, float))warp20_kernel)), 0U); }
# 43 "v000836.cu"
void warp20_kernel( double __cuda_0,int __cuda_1,::size_t *__cuda_2,float __cuda_3)
# 44 "v000836.cu"
{__device_stub__Z13warp20_kerneldiPmf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v000836.cu"
}
# 1 "v000836.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(double, int, size_t *, float))warp20_kernel), warp20_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *))sweep10_kernel), _Z14sweep10_kernelPKj, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_warp9), _Z9map_warp9Pdi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_drift4,::d_drift4), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
