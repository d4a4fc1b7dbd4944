#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000333.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail36blend4Ei(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail87spread9EiPKii(int, const int *__restrict__, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN7detail814weigh17_kernelEfPKhPi(float, const unsigned char *__restrict__, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail36blend4Ei(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))detail3::blend4)), 0U);}
# 11 "v000333.cu"
void detail3::blend4( int __cuda_0)
# 12 "v000333.cu"
{__device_stub__ZN7detail36blend4Ei( __cuda_0);
# 20 "v000333.cu"
}
# 1 "v000333.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail87spread9EiPKii( int __par0,  const int *__restrict__ __par1,  int __par2) {  const int *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, const int *__restrict__, int))detail8::spread9)), 0U); }
# 24 "v000333.cu"
void detail8::spread9( int __cuda_0,const int *__restrict__ __cuda_1,int __cuda_2)
# 25 "v000333.cu"
{__device_stub__ZN7detail87spread9EiPKii( __cuda_0,__cuda_1,__cuda_2);
# 31 "v000333.cu"
}
# 1 "v000333.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN7detail814weigh17_kernelEfPKhPi( float __par0,  const unsigned char *__restrict__ __par1,  int *__par2) {  const unsigned char *__T4;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T4 = __par1; __cudaSetupArgSimple(__T4, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, const unsigned char *__restrict__, int *))detail8::weigh17_kernel)), 0U); }
# 33 "v000333.cu"
void detail8::weigh17_kernel( float __cuda_0,const unsigned char *__restrict__ __cuda_1,int *__cuda_2)
# 34 "v000333.cu"
{__device_stub__ZN7detail814weigh17_kernelEfPKhPi( __cuda_0,__cuda_1,__cuda_2);
# 44 "v000333.cu"
}
# 1 "v000333.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(float, const unsigned char *__restrict__, int *))detail8::weigh17_kernel), _ZN7detail814weigh17_kernelEfPKhPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, const int *__restrict__, int))detail8::spread9), _ZN7detail87spread9EiPKii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))detail3::blend4), _ZN7detail36blend4Ei, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
