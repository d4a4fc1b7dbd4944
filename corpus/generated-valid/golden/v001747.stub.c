#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001747.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bump34_kernelPKliPKji(const long *, int, const unsigned *, int);
static void __device_stub__Z8reduce20IidEvPKT_(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN4ops514spread6_kernelEi(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bump34_kernelPKliPKji(const long *__par0, int __par1, const unsigned *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const long *, int, const unsigned *, int))bump34_kernel)), 0U);}
# 70 "v001747.cu"
void bump34_kernel( const long *__cuda_0,int __cuda_1,const unsigned *__cuda_2,int __cuda_3)
# 70 "v001747.cu"
{__device_stub__Z13bump34_kernelPKliPKji( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 80 "v001747.cu"
}
# 1 "v001747.cudafe1.stub.c"
static void __device_stub__Z8reduce20IidEvPKT_( const int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const int *))reduce20<int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce20<int,double>( const int *&__cuda_0){__device_stub__Z8reduce20IidEvPKT_( (const int *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN4ops514spread6_kernelEi( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))ops5::spread6_kernel)), 0U); }
# 11 "v001747.cu"
void ops5::spread6_kernel( int __cuda_0)
# 11 "v001747.cu"
{__device_stub__ZN4ops514spread6_kernelEi( __cuda_0);
# 31 "v001747.cu"
}
# 1 "v001747.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(int))ops5::spread6_kernel), _ZN4ops514spread6_kernelEi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const int *))reduce20<int, double> ), _Z8reduce20IidEvPKT_, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(const long *, int, const unsigned *, int))bump34_kernel), _Z13bump34_kernelPKliPKji, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
