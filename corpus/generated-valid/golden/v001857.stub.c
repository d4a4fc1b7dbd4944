#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001857.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick7_kerneli(int);
static void __device_stub__Z12mix21_kernelPKl(const long *);
static void __device_stub__Z7relax15IiLi7EEvPT_i(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail315sub3212mix37_kernelEiPKa(int, const signed char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick7_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))kick7_kernel)), 0U);}
# 19 "v001857.cu"
void kick7_kernel( int __cuda_0)
# 19 "v001857.cu"
{__device_stub__Z12kick7_kerneli( __cuda_0);
# 28 "v001857.cu"
}
# 1 "v001857.cudafe1.stub.c"
static void __device_stub__Z12mix21_kernelPKl( const long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long *))mix21_kernel)), 0U); }
# 64 "v001857.cu"
static void mix21_kernel( const long *__cuda_0)
# 64 "v001857.cu"
{__device_stub__Z12mix21_kernelPKl( __cuda_0);




}
# 1 "v001857.cudafe1.stub.c"
static void __device_stub__Z7relax15IiLi7EEvPT_i( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))relax15<int, (int)7> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_relax15<int,7>( int *&__cuda_0,int &__cuda_1){__device_stub__Z7relax15IiLi7EEvPT_i( (int *&)__cuda_0,(int &)__cuda_1);}
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail315sub3212mix37_kernelEiPKa( int __par0,  const signed char *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const signed char *))detail31::sub32::mix37_kernel)), 0U); }
# 89 "v001857.cu"
void detail31::sub32::mix37_kernel( int __cuda_0,const signed char *__cuda_1)
# 89 "v001857.cu"
{__device_stub__ZN8detail315sub3212mix37_kernelEiPKa( __cuda_0,__cuda_1);
# 103 "v001857.cu"
}
# 1 "v001857.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int, const signed char *))detail31::sub32::mix37_kernel), _ZN8detail315sub3212mix37_kernelEiPKa, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int))relax15<int, (int)7> ), _Z7relax15IiLi7EEvPT_i, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(const long *))mix21_kernel), _Z12mix21_kernelPKl, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int))kick7_kernel), _Z12kick7_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
