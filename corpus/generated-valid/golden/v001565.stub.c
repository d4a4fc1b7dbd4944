#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001565.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split4f(float);
static void __device_stub__Z7merge16PKjPKiPd(const unsigned *, const int *__restrict__, double *);
static void __device_stub__Z13sift25_kernelPKf(const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6warp28PiPj(int *, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7march32f(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split4f(float __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float))split4)), 0U);}
# 14 "v001565.cu"
void split4( float __cuda_0)
# 14 "v001565.cu"
{__device_stub__Z6split4f( __cuda_0);
# 24 "v001565.cu"
}
# 1 "v001565.cudafe1.stub.c"
static void __device_stub__Z7merge16PKjPKiPd( const unsigned *__par0,  const int *__restrict__ __par1,  double *__par2) {  const int *__T0;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const int *__restrict__, double *))merge16)), 0U); }
# 28 "v001565.cu"
static void merge16( const unsigned *__cuda_0,const int *__restrict__ __cuda_1,double *__cuda_2)
# 28 "v001565.cu"
{__device_stub__Z7merge16PKjPKiPd( __cuda_0,__cuda_1,__cuda_2);
# 35 "v001565.cu"
}
# 1 "v001565.cudafe1.stub.c"
static void __device_stub__Z13sift25_kernelPKf( const float *__restrict__ __par0) {  const float *__T1;
__cudaLaunchPrologue(1); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__))sift25_kernel)), 0U); }
# 38 "v001565.cu"
static void sift25_kernel( const float *__restrict__ __cuda_0)
# 38 "v001565.cu"
{__device_stub__Z13sift25_kernelPKf( __cuda_0);


}
# 1 "v001565.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6warp28PiPj( int *__par0,  unsigned *__restrict__ __par1) {  unsigned *__T2;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(int *, unsigned *__restrict__))warp28)), 0U); }
# 43 "v001565.cu"
void warp28( int *__cuda_0,unsigned *__restrict__ __cuda_1)
# 43 "v001565.cu"
{__device_stub__Z6warp28PiPj( __cuda_0,__cuda_1);




}
# 1 "v001565.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7march32f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))march32)), 0U); }
# 50 "v001565.cu"
void march32( float __cuda_0)
# 50 "v001565.cu"
{__device_stub__Z7march32f( __cuda_0);
# 57 "v001565.cu"
}
# 1 "v001565.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(float))march32), _Z7march32f, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int *, unsigned *__restrict__))warp28), _Z6warp28PiPj, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const float *__restrict__))sift25_kernel), _Z13sift25_kernelPKf, 64); __cudaRegisterEntry(__T9, ((void ( *)(const unsigned *, const int *__restrict__, double *))merge16), _Z7merge16PKjPKiPd, 32UL); __cudaRegisterEntry(__T9, ((void ( *)(float))split4), _Z6split4f, 128UL); __cudaRegisterVariable(__T9, __shadow_var(d_sift24,::d_sift24), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
