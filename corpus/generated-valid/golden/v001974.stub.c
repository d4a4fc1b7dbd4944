#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001974.fatbin.c"
static void __device_stub__Z13blend6_kernelhPs(unsigned char, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot13_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally19iPKj(int, const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split28_kernelPKfPKiPKtPd(const float *__restrict__, const int *, const unsigned short *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z13blend6_kernelhPs(unsigned char __par0, short *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned char, short *))blend6_kernel)), 0U);}
# 17 "v001974.cu"
static void blend6_kernel( unsigned char __cuda_0,short *__cuda_1)
# 18 "v001974.cu"
{__device_stub__Z13blend6_kernelhPs( __cuda_0,__cuda_1);
# 26 "v001974.cu"
}
# 1 "v001974.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot13_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))pivot13_kernel)), 0U); }
# 28 "v001974.cu"
void pivot13_kernel( int __cuda_0)
# 29 "v001974.cu"
{__device_stub__Z14pivot13_kerneli( __cuda_0);
# 46 "v001974.cu"
}
# 1 "v001974.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally19iPKj( int __par0,  const unsigned *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *))tally19)), 0U); }
# 48 "v001974.cu"
void tally19( int __cuda_0,const unsigned *__cuda_1)
# 49 "v001974.cu"
{__device_stub__Z7tally19iPKj( __cuda_0,__cuda_1);
# 60 "v001974.cu"
}
# 1 "v001974.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split28_kernelPKfPKiPKtPd( const float *__restrict__ __par0,  const int *__par1,  const unsigned short *__par2,  double *__par3) {  const float *__T0;
__cudaLaunchPrologue(4); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, const int *, const unsigned short *, double *))split28_kernel)), 0U); }
# 62 "v001974.cu"
void split28_kernel( const float *__restrict__ __cuda_0,const int *__cuda_1,const unsigned short *__cuda_2,double *__cuda_3)
# 63 "v001974.cu"
{__device_stub__Z14split28_kernelPKfPKiPKtPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001974.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const float *__restrict__, const int *, const unsigned short *, double *))split28_kernel), _Z14split28_kernelPKfPKiPKtPd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, const unsigned *))tally19), _Z7tally19iPKj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))pivot13_kernel), _Z14pivot13_kerneli, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned char, short *))blend6_kernel), _Z13blend6_kernelhPs, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
