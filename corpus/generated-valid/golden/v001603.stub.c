#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001603.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split10_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8smooth13PdPfiS0_(double *, float *, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp41iif(int, int, float);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail267sweep27E4Acc5PKsPKi(struct Acc5&, const short *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14split10_kernelPf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))split10_kernel)), 0U);}
# 21 "v001603.cu"
void split10_kernel( float *__cuda_0)
# 21 "v001603.cu"
{__device_stub__Z14split10_kernelPf( __cuda_0);
# 27 "v001603.cu"
}
# 1 "v001603.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8smooth13PdPfiS0_( double *__par0,  float *__par1,  int __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, float *, int, float *))smooth13)), 0U); }
# 29 "v001603.cu"
void smooth13( double *__cuda_0,float *__cuda_1,int __cuda_2,float *__cuda_3)
# 29 "v001603.cu"
{__device_stub__Z8smooth13PdPfiS0_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 39 "v001603.cu"
}
# 1 "v001603.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp41iif( int __par0,  int __par1,  float __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, float))clamp41)), 0U); }
# 70 "v001603.cu"
void clamp41( int __cuda_0,int __cuda_1,float __cuda_2)
# 70 "v001603.cu"
{__device_stub__Z7clamp41iif( __cuda_0,__cuda_1,__cuda_2);
# 79 "v001603.cu"
}
# 1 "v001603.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail267sweep27E4Acc5PKsPKi( struct Acc5&__par0,  const short *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaSetupArgSimple(__par2, 24UL); __cudaLaunch(((char *)((void ( *)(struct Acc5, const short *, const int *))detail26::sweep27)), 0U); }
# 49 "v001603.cu"
void detail26::sweep27( struct ::Acc5 __cuda_0,const short *__cuda_1,const int *__cuda_2)
# 49 "v001603.cu"
{__device_stub__ZN8detail267sweep27E4Acc5PKsPKi( __cuda_0,__cuda_1,__cuda_2);
# 61 "v001603.cu"
}
# 1 "v001603.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(struct Acc5, const short *, const int *))detail26::sweep27), _ZN8detail267sweep27E4Acc5PKsPKi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int, float))clamp41), _Z7clamp41iif, 256); __cudaRegisterEntry(__T5, ((void ( *)(double *, float *, int, float *))smooth13), _Z8smooth13PdPfiS0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *))split10_kernel), _Z14split10_kernelPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
