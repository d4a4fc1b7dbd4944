#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000774.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12step1_kerneliiPj(int, int, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift13_kernelPfPKf(float *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum23f(float);
static void __device_stub__Z13count5_kernelIjLi3EEvPKT_iPfPS0_(const unsigned *, int, float *, unsigned *);
static void __device_stub__Z13warp17_kernelIliEvPKT_PKT0_Pff(const long *, const int *, float *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12step1_kerneliiPj(int __par0, int __par1, unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, unsigned *))step1_kernel)), 0U);}
# 5 "v000774.cu"
void step1_kernel( int __cuda_0,int __cuda_1,unsigned *__cuda_2)
# 5 "v000774.cu"
{__device_stub__Z12step1_kerneliiPj( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000774.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift13_kernelPfPKf( float *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, const float *))sift13_kernel)), 0U); }
# 20 "v000774.cu"
void sift13_kernel( float *__cuda_0,const float *__cuda_1)
# 20 "v000774.cu"
{__device_stub__Z13sift13_kernelPfPKf( __cuda_0,__cuda_1);


}
# 1 "v000774.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum23f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))accum23)), 0U); }
# 36 "v000774.cu"
void accum23( float __cuda_0)
# 36 "v000774.cu"
{__device_stub__Z7accum23f( __cuda_0);
# 44 "v000774.cu"
}
# 1 "v000774.cudafe1.stub.c"
static void __device_stub__Z13count5_kernelIjLi3EEvPKT_iPfPS0_( const unsigned *__par0,  int __par1,  float *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int, float *, unsigned *))count5_kernel<unsigned int, (int)3> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count5_kernel<unsigned,3>( const unsigned *&__cuda_0,int &__cuda_1,float *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z13count5_kernelIjLi3EEvPKT_iPfPS0_( (const unsigned *&)__cuda_0,(int &)__cuda_1,(float *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __device_stub__Z13warp17_kernelIliEvPKT_PKT0_Pff( const long *__par0,  const int *__par1,  float *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const long *, const int *, float *, float))warp17_kernel<long, int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_warp17_kernel<long,int>( const long *&__cuda_0,const int *&__cuda_1,float *&__cuda_2,float &__cuda_3){__device_stub__Z13warp17_kernelIliEvPKT_PKT0_Pff( (const long *&)__cuda_0,(const int *&)__cuda_1,(float *&)__cuda_2,(float &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const long *, const int *, float *, float))warp17_kernel<long, int> ), _Z13warp17_kernelIliEvPKT_PKT0_Pff, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, int, float *, unsigned *))count5_kernel<unsigned int, (int)3> ), _Z13count5_kernelIjLi3EEvPKT_iPfPS0_, 512); __cudaRegisterEntry(__T3, ((void ( *)(float))accum23), _Z7accum23f, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const float *))sift13_kernel), sift13_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, unsigned *))step1_kernel), _Z12step1_kerneliiPj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_apply16,::d_apply16), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
