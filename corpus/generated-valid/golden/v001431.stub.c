#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001431.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend10_kernelPKiPKcPi(const int *, const char *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot23iPKh(int, const unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14blend10_kernelPKiPKcPi(const int *__par0, const char *__par1, int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, const char *, int *))blend10_kernel)), 0U);}
# 24 "v001431.cu"
void blend10_kernel( const int *__cuda_0,const char *__cuda_1,int *__cuda_2)
# 24 "v001431.cu"
{__device_stub__Z14blend10_kernelPKiPKcPi( __cuda_0,__cuda_1,__cuda_2);
# 31 "v001431.cu"
}
# 1 "v001431.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot23iPKh( int __par0,  const unsigned char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned char *))pivot23)), 0U); }
# 44 "v001431.cu"
void pivot23( int __cuda_0,const unsigned char *__cuda_1)
# 44 "v001431.cu"
{__device_stub__Z7pivot23iPKh( __cuda_0,__cuda_1);
# 53 "v001431.cu"
}
# 1 "v001431.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, const unsigned char *))pivot23), _Z7pivot23iPKh, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, const char *, int *))blend10_kernel), _Z14blend10_kernelPKiPKcPi, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_kick8,::d_kick8), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
