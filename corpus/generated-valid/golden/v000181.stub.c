#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000181.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay12_kernelPKdxPf(const double *__restrict__, long long, float *);
static void __device_stub__Z7split20PKi(const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14decay12_kernelPKdxPf(const double *__restrict__ __par0, long long __par1, float *__par2){ const double *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const double *__restrict__, long long, float *))decay12_kernel)), 0U);}
# 40 "v000181.cu"
void decay12_kernel( const double *__restrict__ __cuda_0,long long __cuda_1,float *__cuda_2)
# 40 "v000181.cu"
{__device_stub__Z14decay12_kernelPKdxPf( __cuda_0,__cuda_1,__cuda_2);
# 50 "v000181.cu"
}
# 1 "v000181.cudafe1.stub.c"
static void __device_stub__Z7split20PKi( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))split20)), 0U); }
# 52 "v000181.cu"
static void split20( const int *__cuda_0)
# 52 "v000181.cu"
{__device_stub__Z7split20PKi( __cuda_0);
# 74 "v000181.cu"
}
# 1 "v000181.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *))split20), _Z7split20PKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const double *__restrict__, long long, float *))decay12_kernel), _Z14decay12_kernelPKdxPf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_sweep11,::d_sweep11), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
