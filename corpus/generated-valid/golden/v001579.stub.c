#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001579.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15reduce42_kernelfi(float, int);
static void __device_stub__Z7weigh38IidEvPT0_(double *);
static void __device_stub__ZN8detail1314decay22_kernelEPi(ptr6_t);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail139scatter30EPKiiPxi(const int *, int, long long *, int);
static void __device_stub__ZN8detail1313rank14_kernelIjEEvT_Pi(unsigned, ptr6_t);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15reduce42_kernelfi(float __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, int))reduce42_kernel)), 0U);}
# 67 "v001579.cu"
void reduce42_kernel( float __cuda_0,int __cuda_1)
# 67 "v001579.cu"
{__device_stub__Z15reduce42_kernelfi( __cuda_0,__cuda_1);
# 81 "v001579.cu"
}
# 1 "v001579.cudafe1.stub.c"
static void __device_stub__Z7weigh38IidEvPT0_( double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(double *))weigh38<int, double> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_weigh38<int,double>( double *&__cuda_0){__device_stub__Z7weigh38IidEvPT0_( (double *&)__cuda_0);}
static void __device_stub__ZN8detail1314decay22_kernelEPi( ptr6_t __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(ptr6_t))detail13::decay22_kernel)), 0U); }
# 39 "v001579.cu"
static void detail13::decay22_kernel( ::ptr6_t __cuda_0)
# 39 "v001579.cu"
{__device_stub__ZN8detail1314decay22_kernelEPi( __cuda_0);
# 47 "v001579.cu"
}
# 1 "v001579.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail139scatter30EPKiiPxi( const int *__par0,  int __par1,  long long *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, int, long long *, int))detail13::scatter30)), 0U); }
# 48 "v001579.cu"
void detail13::scatter30( const int *__cuda_0,int __cuda_1,long long *__cuda_2,int __cuda_3)
# 48 "v001579.cu"
{__device_stub__ZN8detail139scatter30EPKiiPxi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 58 "v001579.cu"
}
# 1 "v001579.cudafe1.stub.c"
static void __device_stub__ZN8detail1313rank14_kernelIjEEvT_Pi( unsigned __par0,  ptr6_t __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, ptr6_t))detail13::rank14_kernel<unsigned int> )), 0U); }namespace detail13{

template<> __specialization_static void __wrapper__device_stub_rank14_kernel<unsigned>( unsigned &__cuda_0,::ptr6_t &__cuda_1){__device_stub__ZN8detail1313rank14_kernelIjEEvT_Pi( (unsigned &)__cuda_0,(::ptr6_t &)__cuda_1);}}
static void __nv_cudaEntityRegisterCallback( void **__T15) {  __nv_dummy_param_ref(__T15); __nv_save_fatbinhandle_for_managed_rt(__T15); __cudaRegisterEntry(__T15, ((void ( *)(unsigned, ptr6_t))detail13::rank14_kernel<unsigned int> ), _ZN8detail1313rank14_kernelIjEEvT_Pi, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(const int *, int, long long *, int))detail13::scatter30), _ZN8detail139scatter30EPKiiPxi, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(ptr6_t))detail13::decay22_kernel), _ZN8detail1314decay22_kernelEPi, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(double *))weigh38<int, double> ), _Z7weigh38IidEvPT0_, (-1)); __cudaRegisterEntry(__T15, ((void ( *)(float, int))reduce42_kernel), _Z15reduce42_kernelfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
