#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001712.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8scatter4i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march14_kernelim(int, size_t);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march20_kernelPiS_i(int *, int *, int);
static void __device_stub__Z7sweep40fPl(float, long *__restrict__);
static void __device_stub__Z8filter29IiLi7EEvPKT_PS0_S0_(const int *, int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8scatter4i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))scatter4)), 0U);}
# 12 "v001712.cu"
void scatter4( int __cuda_0)
# 12 "v001712.cu"
{__device_stub__Z8scatter4i( __cuda_0);



}
# 1 "v001712.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march14_kernelim( int __par0,  size_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, size_t))march14_kernel)), 0U); }
# 25 "v001712.cu"
void march14_kernel( int __cuda_0,::size_t __cuda_1)
# 25 "v001712.cu"
{__device_stub__Z14march14_kernelim( __cuda_0,__cuda_1);
# 31 "v001712.cu"
}
# 1 "v001712.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march20_kernelPiS_i( int *__par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int *, int))march20_kernel)), 0U); }
# 34 "v001712.cu"
void march20_kernel( int *__cuda_0,int *__cuda_1,int __cuda_2)
# 34 "v001712.cu"
{__device_stub__Z14march20_kernelPiS_i( __cuda_0,__cuda_1,__cuda_2);
# 52 "v001712.cu"
}
# 1 "v001712.cudafe1.stub.c"
static void __device_stub__Z7sweep40fPl( float __par0,  long *__restrict__ __par1) {  long *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(float, long *__restrict__))sweep40)), 0U); }
# 70 "v001712.cu"
static void sweep40( float __cuda_0,long *__restrict__ __cuda_1)
# 70 "v001712.cu"
{__device_stub__Z7sweep40fPl( __cuda_0,__cuda_1);
# 80 "v001712.cu"
}
# 1 "v001712.cudafe1.stub.c"
static void __device_stub__Z8filter29IiLi7EEvPKT_PS0_S0_( const int *__par0,  int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const int *, int *, int))filter29<int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_filter29<int,7>( const int *&__cuda_0,int *&__cuda_1,int &__cuda_2){__device_stub__Z8filter29IiLi7EEvPKT_PS0_S0_( (const int *&)__cuda_0,(int *&)__cuda_1,(int &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const int *, int *, int))filter29<int, (int)7> ), _Z8filter29IiLi7EEvPKT_PS0_S0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float, long *__restrict__))sweep40), _Z7sweep40fPl, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, int *, int))march20_kernel), _Z14march20_kernelPiS_i, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, size_t))march14_kernel), _Z14march14_kernelim, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int))scatter4), _Z8scatter4i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
