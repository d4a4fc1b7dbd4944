#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001969.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5grow3PKi(const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7pivot10PKfiPf(const float *__restrict__, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step22_kernelj(unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split29i(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5grow3PKi(const int *__restrict__ __par0){ const int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__))grow3)), 0U);}
# 8 "v001969.cu"
void grow3( const int *__restrict__ __cuda_0)
# 9 "v001969.cu"
{__device_stub__Z5grow3PKi( __cuda_0);
# 20 "v001969.cu"
}
# 1 "v001969.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7pivot10PKfiPf( const float *__restrict__ __par0,  int __par1,  float *__par2) {  const float *__T1;
__cudaLaunchPrologue(3); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, int, float *))pivot10)), 0U); }
# 22 "v001969.cu"
void pivot10( const float *__restrict__ __cuda_0,int __cuda_1,float *__cuda_2)
# 23 "v001969.cu"
{__device_stub__Z7pivot10PKfiPf( __cuda_0,__cuda_1,__cuda_2);
# 31 "v001969.cu"
}
# 1 "v001969.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step22_kernelj( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))step22_kernel)), 0U); }
# 47 "v001969.cu"
void step22_kernel( unsigned __cuda_0)
# 48 "v001969.cu"
{__device_stub__Z13step22_kernelj( __cuda_0);
# 60 "v001969.cu"
}
# 1 "v001969.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split29i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))split29)), 0U); }
# 63 "v001969.cu"
void split29( int __cuda_0)
# 64 "v001969.cu"
{__device_stub__Z7split29i( __cuda_0);
# 73 "v001969.cu"
}
# 1 "v001969.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int))split29), _Z7split29i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned))step22_kernel), _Z13step22_kernelj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__, int, float *))pivot10), _Z7pivot10PKfiPf, 512); __cudaRegisterEntry(__T5, ((void ( *)(const int *__restrict__))grow3), _Z5grow3PKi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
