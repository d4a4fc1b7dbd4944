#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002035.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13rank30_kernelPKlPjPKf(const long *__restrict__, unsigned *__restrict__, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply40_kerneliii(int, int, int);
static void __device_stub__ZN4gpu37spread4EPidPKi(int *, double, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4gpu36rank11Ef(float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4gpu315smooth15_kernelEjPKi(unsigned, const int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13rank30_kernelPKlPjPKf(const long *__restrict__ __par0, unsigned *__restrict__ __par1, const float *__par2){ const long *__T0;
 unsigned *__T1;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const long *__restrict__, unsigned *__restrict__, const float *))rank30_kernel)), 0U);}
# 56 "v002035.cu"
void rank30_kernel( const long *__restrict__ __cuda_0,unsigned *__restrict__ __cuda_1,const float *__cuda_2)
# 56 "v002035.cu"
{__device_stub__Z13rank30_kernelPKlPjPKf( __cuda_0,__cuda_1,__cuda_2);
# 62 "v002035.cu"
}
# 1 "v002035.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply40_kerneliii( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))apply40_kernel)), 0U); }
# 69 "v002035.cu"
void apply40_kernel( int __cuda_0,int __cuda_1,int __cuda_2)
# 69 "v002035.cu"
{__device_stub__Z14apply40_kerneliii( __cuda_0,__cuda_1,__cuda_2);
# 80 "v002035.cu"
}
# 1 "v002035.cudafe1.stub.c"
static void __device_stub__ZN4gpu37spread4EPidPKi( int *__par0,  double __par1,  const int *__restrict__ __par2) {  const int *__T5;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T5 = __par2; __cudaSetupArgSimple(__T5, 16UL); __cudaLaunch(((char *)((void ( *)(int *, double, const int *__restrict__))gpu3::spread4)), 0U); }
# 9 "v002035.cu"
static void gpu3::spread4( int *__cuda_0,double __cuda_1,const int *__restrict__ __cuda_2)
# 9 "v002035.cu"
{__device_stub__ZN4gpu37spread4EPidPKi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002035.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4gpu36rank11Ef( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))gpu3::rank11)), 0U); }
# 16 "v002035.cu"
void gpu3::rank11( float __cuda_0)
# 16 "v002035.cu"
{__device_stub__ZN4gpu36rank11Ef( __cuda_0);
# 24 "v002035.cu"
}
# 1 "v002035.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN4gpu315smooth15_kernelEjPKi( unsigned __par0,  const int *__restrict__ __par1) {  const int *__T6;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T6 = __par1; __cudaSetupArgSimple(__T6, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, const int *__restrict__))gpu3::smooth15_kernel)), 0U); }
# 26 "v002035.cu"
void gpu3::smooth15_kernel( unsigned __cuda_0,const int *__restrict__ __cuda_1)
# 26 "v002035.cu"
{__device_stub__ZN4gpu315smooth15_kernelEjPKi( __cuda_0,__cuda_1);
# 33 "v002035.cu"
}
# 1 "v002035.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, const int *__restrict__))gpu3::smooth15_kernel), _ZN4gpu315smooth15_kernelEjPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(float))gpu3::rank11), _ZN4gpu36rank11Ef, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *, double, const int *__restrict__))gpu3::spread4), _ZN4gpu37spread4EPidPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, int, int))apply40_kernel), _Z14apply40_kerneliii, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(const long *__restrict__, unsigned *__restrict__, const float *))rank30_kernel), rank30_kernel, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
