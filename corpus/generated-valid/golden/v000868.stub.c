#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000868.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13score6_kerneljPh(unsigned, unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift16_kernelPKjPKi(const unsigned *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13score6_kerneljPh(unsigned __par0, unsigned char *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, unsigned char *))score6_kernel)), 0U);}
# 17 "v000868.cu"
void score6_kernel( unsigned __cuda_0,unsigned char *__cuda_1)
# 17 "v000868.cu"
{__device_stub__Z13score6_kerneljPh( __cuda_0,__cuda_1);
# 23 "v000868.cu"
}
# 1 "v000868.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift16_kernelPKjPKi( const unsigned *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const int *))sift16_kernel)), 0U); }
# 40 "v000868.cu"
void sift16_kernel( const unsigned *__cuda_0,const int *__cuda_1)
# 40 "v000868.cu"
{__device_stub__Z13sift16_kernelPKjPKi( __cuda_0,__cuda_1);
# 50 "v000868.cu"
}
# 1 "v000868.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *, const int *))sift16_kernel), _Z13sift16_kernelPKjPKi, 128); __cudaRegisterEntry(__T6, ((void ( *)(unsigned, unsigned char *))score6_kernel), _Z13score6_kerneljPh, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_smooth23,::d_smooth23), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
