#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001668.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13relax9_kerneljPifS_(unsigned, int *, float, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth25Pji(unsigned *, int);
static void __device_stub__Z13grow26_kernelIiEvPKT_PfPS0_Pj(const int *, float *, int *__restrict__, unsigned *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13relax9_kerneljPifS_(unsigned __par0, int *__par1, float __par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(unsigned, int *, float, int *))relax9_kernel)), 0U);}
# 16 "v001668.cu"
void relax9_kernel( unsigned __cuda_0,int *__cuda_1,float __cuda_2,int *__cuda_3)
# 16 "v001668.cu"
{__device_stub__Z13relax9_kerneljPifS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v001668.cu"
}
# 1 "v001668.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_smooth25Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_smooth25)), 0U); }
# 41 "v001668.cu"
void map_smooth25( unsigned *__cuda_0,int __cuda_1)
# 41 "v001668.cu"
{__device_stub__Z12map_smooth25Pji( __cuda_0,__cuda_1); }
# 1 "v001668.cudafe1.stub.c"
static void __device_stub__Z13grow26_kernelIiEvPKT_PfPS0_Pj( const int *__par0,  float *__par1,  int *__restrict__ __par2,  unsigned *__restrict__ __par3) {  int *__T3;
 unsigned *__T4;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __T4 = __par3; __cudaSetupArgSimple(__T4, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, float *, int *__restrict__, unsigned *__restrict__))grow26_kernel<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_grow26_kernel<int>( const int *&__cuda_0,float *&__cuda_1,int *__restrict__ &__cuda_2,unsigned *__restrict__ &__cuda_3){__device_stub__Z13grow26_kernelIiEvPKT_PfPS0_Pj( (const int *&)__cuda_0,(float *&)__cuda_1,(int *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, float *, int *__restrict__, unsigned *__restrict__))grow26_kernel<int> ), _Z13grow26_kernelIiEvPKT_PfPS0_Pj, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned *, int))map_smooth25), _Z12map_smooth25Pji, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(unsigned, int *, float, int *))relax9_kernel), _Z13relax9_kerneljPifS_, (-1)); __cudaRegisterManagedVariable(__T5, __shadow_var(m_filter16,::m_filter16), 0, 16UL, 0, 0); __cudaRegisterVariable(__T5, __shadow_var(d_pack23,::d_pack23), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
