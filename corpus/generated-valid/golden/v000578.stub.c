#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000578.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift13PlPib(long *, int *__restrict__, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img236pack24Eii(int, int);
static void __device_stub__ZN5img2315filter28_kernelIjEEvPKT_Pl(const unsigned *, long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7drift13PlPib(long *__par0, int *__restrict__ __par1, bool __par2){ int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long *, int *__restrict__, bool))drift13)), 0U);}
# 27 "v000578.cu"
void drift13( long *__cuda_0,int *__restrict__ __cuda_1,bool __cuda_2)
# 28 "v000578.cu"
{__device_stub__Z7drift13PlPib( __cuda_0,__cuda_1,__cuda_2);
# 35 "v000578.cu"
}
# 1 "v000578.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img236pack24Eii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))img23::pack24)), 0U); }
# 38 "v000578.cu"
void img23::pack24( int __cuda_0,int __cuda_1)
# 39 "v000578.cu"
{__device_stub__ZN5img236pack24Eii( __cuda_0,__cuda_1);
# 46 "v000578.cu"
}
# 1 "v000578.cudafe1.stub.c"
static void __device_stub__ZN5img2315filter28_kernelIjEEvPKT_Pl( const unsigned *__par0,  long *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, long *))img23::filter28_kernel<unsigned int> )), 0U); }namespace img23{

template<> __specialization_static void __wrapper__device_stub_filter28_kernel<unsigned>( const unsigned *&__cuda_0,long *&__cuda_1){__device_stub__ZN5img2315filter28_kernelIjEEvPKT_Pl( (const unsigned *&)__cuda_0,(long *&)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const unsigned *, long *))img23::filter28_kernel<unsigned int> ), _ZN5img2315filter28_kernelIjEEvPKT_Pl, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int, int))img23::pack24), _ZN5img236pack24Eii, 64); __cudaRegisterEntry(__T5, ((void ( *)(long *, int *__restrict__, bool))drift13), _Z7drift13PlPib, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
