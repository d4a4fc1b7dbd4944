#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001392.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6split7iiiPi(int, int, int, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade15Piiff(int *, int, float, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply35PKdbPKf(const double *, bool, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6split7iiiPi(int __par0, int __par1, int __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int, int, int, int *))split7)), 0U);}
# 12 "v001392.cu"
void split7( int __cuda_0,int __cuda_1,int __cuda_2,int *__cuda_3)
# 12 "v001392.cu"
{__device_stub__Z6split7iiiPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 18 "v001392.cu"
}
# 1 "v001392.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade15Piiff( int *__par0,  int __par1,  float __par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, float, float))shade15)), 0U); }
# 20 "v001392.cu"
void shade15( int *__cuda_0,int __cuda_1,float __cuda_2,float __cuda_3)
# 20 "v001392.cu"
{__device_stub__Z7shade15Piiff( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 31 "v001392.cu"
}
# 1 "v001392.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply35PKdbPKf( const double *__par0,  bool __par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const double *, bool, const float *))apply35)), 0U); }
# 53 "v001392.cu"
void apply35( const double *__cuda_0,bool __cuda_1,const float *__cuda_2)
# 53 "v001392.cu"
{__device_stub__Z7apply35PKdbPKf( __cuda_0,__cuda_1,__cuda_2);
# 63 "v001392.cu"
}
# 1 "v001392.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, bool, const float *))apply35), _Z7apply35PKdbPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, float, float))shade15), _Z7shade15Piiff, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, int, int *))split7), _Z6split7iiiPi, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
