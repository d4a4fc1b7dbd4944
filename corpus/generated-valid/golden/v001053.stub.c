#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001053.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6count7fim(float, int, unsigned long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7sweep21PfPm(float *__restrict__, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail267inner2715filter35_kernelEPiPf(int *, float *);
static void __device_stub__ZN8detail267inner277blend28IiEEvT_S2_S2_(int, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6count7fim(float __par0, int __par1, unsigned long __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(float, int, unsigned long))count7)), 0U);}
# 17 "v001053.cu"
void count7( float __cuda_0,int __cuda_1,unsigned long __cuda_2)
# 18 "v001053.cu"
{__device_stub__Z6count7fim( __cuda_0,__cuda_1,__cuda_2);
# 25 "v001053.cu"
}
# 1 "v001053.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7sweep21PfPm( float *__restrict__ __par0,  size_t *__par1) {  float *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__, size_t *))sweep21)), 0U); }
# 34 "v001053.cu"
void sweep21( float *__restrict__ __cuda_0,::size_t *__cuda_1)
# 35 "v001053.cu"
{__device_stub__Z7sweep21PfPm( __cuda_0,__cuda_1);
# 44 "v001053.cu"
}
# 1 "v001053.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail267inner2715filter35_kernelEPiPf( int *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, float *))detail26::inner27::filter35_kernel)), 0U); }
# 62 "v001053.cu"
void detail26::inner27::filter35_kernel( int *__cuda_0,float *__cuda_1)
# 63 "v001053.cu"
{__device_stub__ZN8detail267inner2715filter35_kernelEPiPf( __cuda_0,__cuda_1);
# 69 "v001053.cu"
}
# 1 "v001053.cudafe1.stub.c"
static void __device_stub__ZN8detail267inner277blend28IiEEvT_S2_S2_( int __par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int))detail26::inner27::blend28<int> )), 0U); }namespace detail26{
namespace inner27{

template<> __specialization_static void __wrapper__device_stub_blend28<int>( int &__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__ZN8detail267inner277blend28IiEEvT_S2_S2_( (int &)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}}}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int, int, int))detail26::inner27::blend28<int> ), _ZN8detail267inner277blend28IiEEvT_S2_S2_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(int *, float *))detail26::inner27::filter35_kernel), _ZN8detail267inner2715filter35_kernelEPiPf, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(float *__restrict__, size_t *))sweep21), _Z7sweep21PfPm, 512); __cudaRegisterEntry(__T1, ((void ( *)(float, int, unsigned long))count7), _Z6count7fim, (-1)); __cudaRegisterVariable(__T1, __shadow_var(c_stencil20,::c_stencil20), 0, 12UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
