#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002159.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6accum4PKiPi(const int *__restrict__, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15combine8_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow12PKjPiPKf(const unsigned *, int *__restrict__, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather18_kernelidPi(int, double, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile33_kerneld(double);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6accum4PKiPi(const int *__restrict__ __par0, int *__restrict__ __par1){ const int *__T0;
 int *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int *__restrict__))accum4)), 0U);}
# 10 "v002159.cu"
void accum4( const int *__restrict__ __cuda_0,int *__restrict__ __cuda_1)
# 10 "v002159.cu"
{__device_stub__Z6accum4PKiPi( __cuda_0,__cuda_1);


}
# 1 "v002159.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15combine8_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))combine8_kernel)), 0U); }
# 15 "v002159.cu"
void combine8_kernel( int *__cuda_0)
# 15 "v002159.cu"
{__device_stub__Z15combine8_kernelPi( __cuda_0);
# 25 "v002159.cu"
}
# 1 "v002159.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow12PKjPiPKf( const unsigned *__par0,  int *__restrict__ __par1,  const float *__par2) {  int *__T2;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int *__restrict__, const float *))grow12)), 0U); }
# 27 "v002159.cu"
void grow12( const unsigned *__cuda_0,int *__restrict__ __cuda_1,const float *__cuda_2)
# 27 "v002159.cu"
{__device_stub__Z6grow12PKjPiPKf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002159.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather18_kernelidPi( int __par0,  double __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, double, int *))gather18_kernel)), 0U); }
# 34 "v002159.cu"
void gather18_kernel( int __cuda_0,double __cuda_1,int *__cuda_2)
# 34 "v002159.cu"
{__device_stub__Z15gather18_kernelidPi( __cuda_0,__cuda_1,__cuda_2);
# 52 "v002159.cu"
}
# 1 "v002159.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile33_kerneld( double __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double))tile33_kernel)), 0U); }
# 68 "v002159.cu"
void tile33_kernel( double __cuda_0)
# 68 "v002159.cu"
{__device_stub__Z13tile33_kerneld( __cuda_0);
# 76 "v002159.cu"
}
# 1 "v002159.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(double))tile33_kernel), _Z13tile33_kerneld, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, double, int *))gather18_kernel), _Z15gather18_kernelidPi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const unsigned *, int *__restrict__, const float *))grow12), _Z6grow12PKjPiPKf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int *))combine8_kernel), _Z15combine8_kernelPi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(const int *__restrict__, int *__restrict__))accum4), _Z6accum4PKiPi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
