#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002087.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix12iPKfPKi(int, const float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine17_kernelPKlPKiii(const long *, const int *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count32_kerneliPfS_(int, float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14drift47_kernelfiPi(float, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5mix12iPKfPKi(int __par0, const float *__par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int, const float *, const int *))mix12)), 0U);}
# 18 "v002087.cu"
void mix12( int __cuda_0,const float *__cuda_1,const int *__cuda_2)
# 18 "v002087.cu"
{__device_stub__Z5mix12iPKfPKi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002087.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine17_kernelPKlPKiii( const long *__par0,  const int *__par1,  int __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(const long *, const int *, int, int))combine17_kernel)), 0U); }
# 24 "v002087.cu"
void combine17_kernel( const long *__cuda_0,const int *__cuda_1,int __cuda_2,int __cuda_3)
# 24 "v002087.cu"
{__device_stub__Z16combine17_kernelPKlPKiii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 32 "v002087.cu"
}
# 1 "v002087.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count32_kerneliPfS_( int __par0,  float *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *, float *))count32_kernel)), 0U); }
# 48 "v002087.cu"
void count32_kernel( int __cuda_0,float *__cuda_1,float *__cuda_2)
# 48 "v002087.cu"
{__device_stub__Z14count32_kerneliPfS_( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002087.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14drift47_kernelfiPi( float __par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, int, int *))drift47_kernel)), 0U); }
# 73 "v002087.cu"
void drift47_kernel( float __cuda_0,int __cuda_1,int *__cuda_2)
# 73 "v002087.cu"
{__device_stub__Z14drift47_kernelfiPi( __cuda_0,__cuda_1,__cuda_2);
# 82 "v002087.cu"
}
# 1 "v002087.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, int, int *))drift47_kernel), drift47_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, float *))count32_kernel), _Z14count32_kerneliPfS_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const long *, const int *, int, int))combine17_kernel), _Z16combine17_kernelPKlPKiii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const float *, const int *))mix12), _Z5mix12iPKfPKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
