#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001071.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15scatter3_kernelPKyPiPdi(const unsigned long long *, int *, double *, int);
static void __device_stub__Z8update27IjEvPT_i(unsigned *, int);
static void __device_stub__ZN6math187scale19EPKdi(const double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15scatter3_kernelPKyPiPdi(const unsigned long long *__par0, int *__par1, double *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const unsigned long long *, int *, double *, int))scatter3_kernel)), 0U);}
# 11 "v001071.cu"
void scatter3_kernel( const unsigned long long *__cuda_0,int *__cuda_1,double *__cuda_2,int __cuda_3)
# 11 "v001071.cu"
{__device_stub__Z15scatter3_kernelPKyPiPdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v001071.cu"
}
# 1 "v001071.cudafe1.stub.c"
static void __device_stub__Z8update27IjEvPT_i( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))update27<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update27<unsigned>( unsigned *&__cuda_0,int &__cuda_1){__device_stub__Z8update27IjEvPT_i( (unsigned *&)__cuda_0,(int &)__cuda_1);}
static void __device_stub__ZN6math187scale19EPKdi( const double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const double *, int))math18::scale19)), 0U); }
# 31 "v001071.cu"
static void math18::scale19( const double *__cuda_0,int __cuda_1)
# 31 "v001071.cu"
{__device_stub__ZN6math187scale19EPKdi( __cuda_0,__cuda_1);
# 48 "v001071.cu"
}
# 1 "v001071.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const double *, int))math18::scale19), _ZN6math187scale19EPKdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))update27<unsigned int> ), _Z8update27IjEvPT_i, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned long long *, int *, double *, int))scatter3_kernel), _Z15scatter3_kernelPKyPiPdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
