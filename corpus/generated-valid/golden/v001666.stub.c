#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001666.fatbin.c"
static void __device_stub__Z13warp10_kernelPKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fold13_kernelPKfPKm(const float *, const size_t *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13warp10_kernelPKd(const double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const double *))warp10_kernel)), 0U);}
# 18 "v001666.cu"
static void warp10_kernel( const double *__cuda_0)
# 19 "v001666.cu"
{__device_stub__Z13warp10_kernelPKd( __cuda_0);

}
# 1 "v001666.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fold13_kernelPKfPKm( const float *__par0,  const size_t *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *, const size_t *))fold13_kernel)), 0U); }
# 23 "v001666.cu"
void fold13_kernel( const float *__cuda_0,const ::size_t *__cuda_1)
# 24 "v001666.cu"
{__device_stub__Z13fold13_kernelPKfPKm( __cuda_0,__cuda_1);
# 42 "v001666.cu"
}
# 1 "v001666.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *, const size_t *))fold13_kernel), _Z13fold13_kernelPKfPKm, 1024UL); __cudaRegisterEntry(__T3, ((void ( *)(const double *))warp10_kernel), _Z13warp10_kernelPKd, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
