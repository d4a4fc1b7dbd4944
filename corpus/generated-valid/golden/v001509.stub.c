#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001509.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7filter8ffPKiPj(float, float, const int *, unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally31_kernelc(char);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__77f6e344_10_v001509_cu_1d483ace6kick16ElPdiPl(long, double *, int, long *);
static void __device_stub__ZN8detail403v4114shade46_kernelIiLi6EEEvPT_iS2_(int *__restrict__, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7filter8ffPKiPj(float __par0, float __par1, const int *__par2, unsigned *__restrict__ __par3){ unsigned *__T0;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__T0 = __par3;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(float, float, const int *, unsigned *__restrict__))filter8)), 0U);}
# 24 "v001509.cu"
void filter8( float __cuda_0,float __cuda_1,const int *__cuda_2,unsigned *__restrict__ __cuda_3)
# 24 "v001509.cu"
{__device_stub__Z7filter8ffPKiPj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001509.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally31_kernelc( char __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(char))tally31_kernel)), 0U); }
# 58 "v001509.cu"
void tally31_kernel( char __cuda_0)
# 58 "v001509.cu"
{__device_stub__Z14tally31_kernelc( __cuda_0);
# 66 "v001509.cu"
}
# 1 "v001509.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__77f6e344_10_v001509_cu_1d483ace6kick16ElPdiPl( long __par0,  double *__par1,  int __par2,  long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, double *, int, long *))_NV_ANON_NAMESPACE::kick16)), 0U); }
# 32 "v001509.cu"
void _NV_ANON_NAMESPACE::kick16( long __cuda_0,double *__cuda_1,int __cuda_2,long *__cuda_3)
# 32 "v001509.cu"
{__device_stub__ZN43_GLOBAL__N__77f6e344_10_v001509_cu_1d483ace6kick16ElPdiPl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v001509.cu"
}
# 1 "v001509.cudafe1.stub.c"
static void __device_stub__ZN8detail403v4114shade46_kernelIiLi6EEEvPT_iS2_( int *__restrict__ __par0,  int __par1,  int __par2) {  int *__T4;
__cudaLaunchPrologue(3); __T4 = __par0; __cudaSetupArgSimple(__T4, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__, int, int))detail40::v41::shade46_kernel<int, (int)6> )), 0U); }namespace detail40{
namespace v41{

template<> __specialization_static void __wrapper__device_stub_shade46_kernel<int,6>( int *__restrict__ &__cuda_0,int &__cuda_1,int &__cuda_2){__device_stub__ZN8detail403v4114shade46_kernelIiLi6EEEvPT_iS2_( (int *&)__cuda_0,(int &)__cuda_1,(int &)__cuda_2);}}}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__, int, int))detail40::v41::shade46_kernel<int, (int)6> ), _ZN8detail403v4114shade46_kernelIiLi6EEEvPT_iS2_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long, double *, int, long *))_NV_ANON_NAMESPACE::kick16), _ZN43_GLOBAL__N__77f6e344_10_v001509_cu_1d483ace6kick16ElPdiPl, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(char))tally31_kernel), tally31_kernel, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, float, const int *, unsigned *__restrict__))filter8), _Z7filter8ffPKiPj, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_blend15,::c_blend15), 0, 8UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(c_decay28,::c_decay28), 0, 4UL, 1, 0); __cudaRegisterVariable(__T5, __shadow_var(d_blend30,::d_blend30), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
