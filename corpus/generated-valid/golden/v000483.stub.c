#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000483.fatbin.c"
static void __device_stub__Z8combine3PKj(const unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum16_kerneliPiPKj(int, int *, const unsigned *);
static void __device_stub__Z6step23iPfi(int, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fold35i(int);
static void __device_stub__Z12rank9_kernelIfLi2EEvT_PtPKS0_(float, unsigned short *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z8combine3PKj(const unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned *))combine3)), 0U);}
# 8 "v000483.cu"
static void combine3( const unsigned *__cuda_0)
# 9 "v000483.cu"
{__device_stub__Z8combine3PKj( __cuda_0);
# 15 "v000483.cu"
}
# 1 "v000483.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum16_kerneliPiPKj( int __par0,  int *__par1,  const unsigned *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, int *, const unsigned *))accum16_kernel)), 0U); }
# 39 "v000483.cu"
void accum16_kernel( int __cuda_0,int *__cuda_1,const unsigned *__cuda_2)
# 40 "v000483.cu"
{__device_stub__Z14accum16_kerneliPiPKj( __cuda_0,__cuda_1,__cuda_2);
# 48 "v000483.cu"
}
# 1 "v000483.cudafe1.stub.c"
static void __device_stub__Z6step23iPfi( int __par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *, int))step23)), 0U); }
# 50 "v000483.cu"
static void step23( int __cuda_0,float *__cuda_1,int __cuda_2)
# 51 "v000483.cu"
{__device_stub__Z6step23iPfi( __cuda_0,__cuda_1,__cuda_2);
# 64 "v000483.cu"
}
# 1 "v000483.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fold35i( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))fold35)), 0U); }
# 76 "v000483.cu"
void fold35( int __cuda_0)
# 77 "v000483.cu"
{__device_stub__Z6fold35i( __cuda_0);



}
# 1 "v000483.cudafe1.stub.c"
static void __device_stub__Z12rank9_kernelIfLi2EEvT_PtPKS0_( float __par0,  unsigned short *__par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, unsigned short *, const float *))rank9_kernel<float, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_rank9_kernel<float,2>( float &__cuda_0,unsigned short *&__cuda_1,const float *&__cuda_2){__device_stub__Z12rank9_kernelIfLi2EEvT_PtPKS0_( (float &)__cuda_0,(unsigned short *&)__cuda_1,(const float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, unsigned short *, const float *))rank9_kernel<float, (int)2> ), _Z12rank9_kernelIfLi2EEvT_PtPKS0_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int))fold35), _Z6fold35i, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, float *, int))step23), _Z6step23iPfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *, const unsigned *))accum16_kernel), _Z14accum16_kerneliPiPKj, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *))combine3), _Z8combine3PKj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
