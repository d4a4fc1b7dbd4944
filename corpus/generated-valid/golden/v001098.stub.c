#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001098.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split6Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score13iPKfPKli(int, const float *, const long *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift21_kerneld(double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread24PKdPKi(const double *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil34_kernelt7Level28Pj(unsigned short, enum Level28, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split6Pf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))split6)), 0U);}
# 10 "v001098.cu"
void split6( float *__cuda_0)
# 10 "v001098.cu"
{__device_stub__Z6split6Pf( __cuda_0);
# 17 "v001098.cu"
}
# 1 "v001098.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score13iPKfPKli( int __par0,  const float *__par1,  const long *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const float *, const long *, int))score13)), 0U); }
# 22 "v001098.cu"
void score13( int __cuda_0,const float *__cuda_1,const long *__cuda_2,int __cuda_3)
# 22 "v001098.cu"
{__device_stub__Z7score13iPKfPKli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001098.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift21_kerneld( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))sift21_kernel)), 0U); }
# 27 "v001098.cu"
void sift21_kernel( double __cuda_0)
# 27 "v001098.cu"
{__device_stub__Z13sift21_kerneld( __cuda_0);
# 45 "v001098.cu"
}
# 1 "v001098.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread24PKdPKi( const double *__par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, const int *))spread24)), 0U); }
# 47 "v001098.cu"
void spread24( const double *__cuda_0,const int *__cuda_1)
# 47 "v001098.cu"
{__device_stub__Z8spread24PKdPKi( __cuda_0,__cuda_1);


}
# 1 "v001098.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil34_kernelt7Level28Pj( unsigned short __par0,  enum Level28 __par1,  unsigned *__restrict__ __par2) {  unsigned *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned short, enum Level28, unsigned *__restrict__))stencil34_kernel)), 0U); }
# 58 "v001098.cu"
void stencil34_kernel( unsigned short __cuda_0,enum ::Level28 __cuda_1,unsigned *__restrict__ __cuda_2)
# 58 "v001098.cu"
{__device_stub__Z16stencil34_kernelt7Level28Pj( __cuda_0,__cuda_1,__cuda_2);
# 66 "v001098.cu"
}
# 1 "v001098.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(unsigned short, enum Level28, unsigned *__restrict__))stencil34_kernel), _Z16stencil34_kernelt7Level28Pj, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const double *, const int *))spread24), _Z8spread24PKdPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(double))sift21_kernel), _Z13sift21_kerneld, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, const float *, const long *, int))score13), _Z7score13iPKfPKli, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(float *))split6), _Z6split6Pf, (-1)); __cudaRegisterVariable(__T6, __shadow_var(_ZN5gpu1110c_gather12E,::gpu11::c_gather12), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
