#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000262.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12lerp8_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13grow17_kernelPKm(const size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step20_kernelPiPKi(int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12lerp8_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))lerp8_kernel)), 0U);}
# 26 "v000262.cu"
void lerp8_kernel( int *__cuda_0)
# 26 "v000262.cu"
{__device_stub__Z12lerp8_kernelPi( __cuda_0);




}
# 1 "v000262.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13grow17_kernelPKm( const size_t *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const size_t *))grow17_kernel)), 0U); }
# 39 "v000262.cu"
void grow17_kernel( const ::size_t *__cuda_0)
# 39 "v000262.cu"
{__device_stub__Z13grow17_kernelPKm( __cuda_0);



}
# 1 "v000262.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step20_kernelPiPKi( int *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const int *))step20_kernel)), 0U); }
# 46 "v000262.cu"
void step20_kernel( int *__cuda_0,const int *__cuda_1)
# 46 "v000262.cu"
{__device_stub__Z13step20_kernelPiPKi( __cuda_0,__cuda_1);
# 56 "v000262.cu"
}
# 1 "v000262.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(int *, const int *))step20_kernel), _Z13step20_kernelPiPKi, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const size_t *))grow17_kernel), _Z13grow17_kernelPKm, 128); __cudaRegisterEntry(__T9, ((void ( *)(int *))lerp8_kernel), _Z12lerp8_kernelPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
