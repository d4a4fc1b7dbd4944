#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001167.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13apply2_kernelPKhPff(const unsigned char *, float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade18PKf(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13apply2_kernelPKhPff(const unsigned char *__par0, float *__par1, float __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned char *, float *, float))apply2_kernel)), 0U);}
# 7 "v001167.cu"
void apply2_kernel( const unsigned char *__cuda_0,float *__cuda_1,float __cuda_2)
# 8 "v001167.cu"
{__device_stub__Z13apply2_kernelPKhPff( __cuda_0,__cuda_1,__cuda_2);
# 21 "v001167.cu"
}
# 1 "v001167.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade18PKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))shade18)), 0U); }
# 33 "v001167.cu"
void shade18( const float *__cuda_0)
# 34 "v001167.cu"
{__device_stub__Z7shade18PKf( __cuda_0);
# 43 "v001167.cu"
}
# 1 "v001167.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *))shade18), _Z7shade18PKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned char *, float *, float))apply2_kernel), _Z13apply2_kernelPKhPff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
