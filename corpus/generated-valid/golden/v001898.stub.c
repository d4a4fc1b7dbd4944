#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001898.fatbin.c"
typedef math16::Body17 _ZN6math166Body17E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z6tile11jiPf(unsigned, int, float *);
static void __device_stub__Z14sweep35_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math169combine22ENS_6Body17ES0_PKf(const  _ZN6math166Body17E&, const  _ZN6math166Body17E&, const float *);
static void __device_stub__ZN6math4214sweep50_kernelIjLi4EEEvT_(unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6tile11jiPf(unsigned __par0, int __par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, int, float *))tile11)), 0U);}
# 25 "v001898.cu"
void tile11( unsigned __cuda_0,int __cuda_1,float *__cuda_2)
# 25 "v001898.cu"
{__device_stub__Z6tile11jiPf( __cuda_0,__cuda_1,__cuda_2);
# 36 "v001898.cu"
}
# 1 "v001898.cudafe1.stub.c"
static void __device_stub__Z14sweep35_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))sweep35_kernel)), 0U); }
# 59 "v001898.cu"
static void sweep35_kernel( int *__cuda_0)
# 59 "v001898.cu"
{__device_stub__Z14sweep35_kernelPi( __cuda_0);
# 75 "v001898.cu"
}
# 1 "v001898.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math169combine22ENS_6Body17ES0_PKf( const  _ZN6math166Body17E&__par0,  const  _ZN6math166Body17E&__par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArg(__par0, 0UL); __cudaSetupArg(__par1, 16UL); __cudaSetupArgSimple(__par2, 32UL); __cudaLaunch(((char *)((void ( *)(const  _ZN6math166Body17E, const  _ZN6math166Body17E, const float *))math16::combine22)), 0U); }
# 45 "v001898.cu"
void math16::combine22( const  _ZN6math166Body17E __cuda_0,const  _ZN6math166Body17E __cuda_1,const float *__cuda_2)
# 45 "v001898.cu"
{__device_stub__ZN6math169combine22ENS_6Body17ES0_PKf( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001898.cudafe1.stub.c"
static void __device_stub__ZN6math4214sweep50_kernelIjLi4EEEvT_( unsigned __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned))math42::sweep50_kernel<unsigned int, (int)4> )), 0U); }namespace math42{

template<> __specialization_static void __wrapper__device_stub_sweep50_kernel<unsigned,4>( unsigned &__cuda_0){__device_stub__ZN6math4214sweep50_kernelIjLi4EEEvT_( (unsigned &)__cuda_0);}}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(unsigned))math42::sweep50_kernel<unsigned int, (int)4> ), _ZN6math4214sweep50_kernelIjLi4EEEvT_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const  _ZN6math166Body17E, const  _ZN6math166Body17E, const float *))math16::combine22), _ZN6math169combine22ENS_6Body17ES0_PKf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *))sweep35_kernel), _Z14sweep35_kernelPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, int, float *))tile11), _Z6tile11jiPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
