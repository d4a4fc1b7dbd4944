#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001567.fatbin.c"
typedef int _ZN5ops187idx26_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z11mix6_kernelPxPjPl(long long *, unsigned *, long *);
static void __device_stub__Z14count38_kernelIjLi4EEvT_PjiPKS0_(unsigned, unsigned *, int, const unsigned *__restrict__);
static void __device_stub__Z14count38_kernelIiLi4EEvT_PjiPKS0_(_ZN5ops187idx26_tE, unsigned *, int, const _ZN5ops187idx26_tE *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops186rank19E4Op14PfPKfPKl(enum Op14, float *__restrict__, const float *__restrict__, const long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11mix6_kernelPxPjPl(long long *__par0, unsigned *__par1, long *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long long *, unsigned *, long *))mix6_kernel)), 0U);}
# 17 "v001567.cu"
void mix6_kernel( long long *__cuda_0,unsigned *__cuda_1,long *__cuda_2)
# 17 "v001567.cu"
{__device_stub__Z11mix6_kernelPxPjPl( __cuda_0,__cuda_1,__cuda_2);
# 24 "v001567.cu"
}
# 1 "v001567.cudafe1.stub.c"
static void __device_stub__Z14count38_kernelIjLi4EEvT_PjiPKS0_( unsigned __par0,  unsigned *__par1,  int __par2,  const unsigned *__restrict__ __par3) {  const unsigned *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, unsigned *, int, const unsigned *__restrict__))count38_kernel<unsigned int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count38_kernel<unsigned,4>( unsigned &__cuda_0,unsigned *&__cuda_1,int &__cuda_2,const unsigned *__restrict__ &__cuda_3){__device_stub__Z14count38_kernelIjLi4EEvT_PjiPKS0_( (unsigned &)__cuda_0,(unsigned *&)__cuda_1,(int &)__cuda_2,(const unsigned *&)__cuda_3);}
static void __device_stub__Z14count38_kernelIiLi4EEvT_PjiPKS0_( _ZN5ops187idx26_tE __par0,  unsigned *__par1,  int __par2,  const _ZN5ops187idx26_tE *__restrict__ __par3) {  const _ZN5ops187idx26_tE *__T1;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T1 = __par3; __cudaSetupArgSimple(__T1, 24UL); __cudaLaunch(((char *)((void ( *)(_ZN5ops187idx26_tE, unsigned *, int, const _ZN5ops187idx26_tE *__restrict__))count38_kernel<int, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_count38_kernel<int,4>( _ZN5ops187idx26_tE &__cuda_0,unsigned *&__cuda_1,int &__cuda_2,const _ZN5ops187idx26_tE *__restrict__ &__cuda_3){__device_stub__Z14count38_kernelIiLi4EEvT_PjiPKS0_( (_ZN5ops187idx26_tE &)__cuda_0,(unsigned *&)__cuda_1,(int &)__cuda_2,(const _ZN5ops187idx26_tE *&)__cuda_3);}
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops186rank19E4Op14PfPKfPKl( enum Op14 __par0,  float *__restrict__ __par1,  const float *__restrict__ __par2,  const long *__par3) {  float *__T5;
 const float *__T6;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T5 = __par1; __cudaSetupArgSimple(__T5, 8UL); __T6 = __par2; __cudaSetupArgSimple(__T6, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(enum Op14, float *__restrict__, const float *__restrict__, const long *))ops18::rank19)), 0U); }
# 28 "v001567.cu"
void ops18::rank19( enum ::Op14 __cuda_0,float *__restrict__ __cuda_1,const float *__restrict__ __cuda_2,const long *__cuda_3)
# 28 "v001567.cu"
{__device_stub__ZN5ops186rank19E4Op14PfPKfPKl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 37 "v001567.cu"
}
# 1 "v001567.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(enum Op14, float *__restrict__, const float *__restrict__, const long *))ops18::rank19), _ZN5ops186rank19E4Op14PfPKfPKl, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(_ZN5ops187idx26_tE, unsigned *, int, const _ZN5ops187idx26_tE *__restrict__))count38_kernel<int, (int)4> ), _Z14count38_kernelIiLi4EEvT_PjiPKS0_, 32); __cudaRegisterEntry(__T7, ((void ( *)(unsigned, unsigned *, int, const unsigned *__restrict__))count38_kernel<unsigned int, (int)4> ), _Z14count38_kernelIjLi4EEvT_PjiPKS0_, 32); __cudaRegisterEntry(__T7, ((void ( *)(long long *, unsigned *, long *))mix6_kernel), _Z11mix6_kernelPxPjPl, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
