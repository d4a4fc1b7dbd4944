#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001466.fatbin.c"
static void __device_stub__Z6bias19fPi5Span3PKf(float, int *, struct Span3&, const float *);
static void __device_stub__Z7march27i5Span3PKii(int, struct Span3&, const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6bias19fPi5Span3PKf(float __par0, int *__par1, struct Span3&__par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArg(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float, int *, struct Span3, const float *))bias19)), 0U);}
# 29 "v001466.cu"
static void bias19( float __cuda_0,int *__cuda_1,struct ::Span3 __cuda_2,const float *__cuda_3)
# 29 "v001466.cu"
{__device_stub__Z6bias19fPi5Span3PKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001466.cudafe1.stub.c"
static void __device_stub__Z7march27i5Span3PKii( int __par0,  struct Span3&__par1,  const int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 4UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, struct Span3, const int *, int))march27)), 0U); }
# 36 "v001466.cu"
static void march27( int __cuda_0,struct ::Span3 __cuda_1,const int *__cuda_2,int __cuda_3)
# 36 "v001466.cu"
{__device_stub__Z7march27i5Span3PKii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 56 "v001466.cu"
}
# 1 "v001466.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int, struct Span3, const int *, int))march27), _Z7march27i5Span3PKii, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, int *, struct Span3, const float *))bias19), _Z6bias19fPi5Span3PKf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(d_tally26,::d_tally26), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
