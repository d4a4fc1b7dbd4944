#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001643.fatbin.c"
static void __device_stub__Z9stencil10iPfPKfi(int, float *__restrict__, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce16_kernelPi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay23iPliPj(int, long *, int, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z9stencil10iPfPKfi(int __par0, float *__restrict__ __par1, const float *__par2, int __par3){ float *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, float *__restrict__, const float *, int))stencil10)), 0U);}
# 24 "v001643.cu"
static void stencil10( int __cuda_0,float *__restrict__ __cuda_1,const float *__cuda_2,int __cuda_3)
# 24 "v001643.cu"
{__device_stub__Z9stencil10iPfPKfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001643.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce16_kernelPi( int *__restrict__ __par0) {  int *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))reduce16_kernel)), 0U); }
# 29 "v001643.cu"
void reduce16_kernel( int *__restrict__ __cuda_0)
# 29 "v001643.cu"
{__device_stub__Z15reduce16_kernelPi( __cuda_0);
# 42 "v001643.cu"
}
# 1 "v001643.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay23iPliPj( int __par0,  long *__par1,  int __par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, long *, int, unsigned *))decay23)), 0U); }
# 43 "v001643.cu"
void decay23( int __cuda_0,long *__cuda_1,int __cuda_2,unsigned *__cuda_3)
# 43 "v001643.cu"
{__device_stub__Z7decay23iPliPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v001643.cu"
}
# 1 "v001643.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(int, long *, int, unsigned *))decay23), _Z7decay23iPliPj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *__restrict__))reduce16_kernel), _Z15reduce16_kernelPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, float *__restrict__, const float *, int))stencil10), _Z9stencil10iPfPKfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
