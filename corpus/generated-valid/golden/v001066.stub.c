#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001066.fatbin.c"
static void __device_stub__Z7trace10IjEvPT_(unsigned *);
static void __device_stub__Z6bump15IdEvPKT_(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math206norm21EPij(int *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6math2014relax28_kernelEiiPKi(int, int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z7trace10IjEvPT_(unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned *))trace10<unsigned int> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_trace10<unsigned>( unsigned *&__cuda_0){__device_stub__Z7trace10IjEvPT_( (unsigned *&)__cuda_0);}
static void __device_stub__Z6bump15IdEvPKT_(const double *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const double *))bump15<double> )), 0U);}
template<> __specialization_static void __wrapper__device_stub_bump15<double>( const double *&__cuda_0){__device_stub__Z6bump15IdEvPKT_( (const double *&)__cuda_0);}
__attribute__((visibility("hidden"))) void __device_stub__ZN6math206norm21EPij(int *__par0, unsigned __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned))math20::norm21)), 0U);}
# 52 "v001066.cu"
void math20::norm21( int *__cuda_0,unsigned __cuda_1)
# 53 "v001066.cu"
{__device_stub__ZN6math206norm21EPij( __cuda_0,__cuda_1);
# 59 "v001066.cu"
}
# 1 "v001066.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6math2014relax28_kernelEiiPKi( int __par0,  int __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, const int *))math20::relax28_kernel)), 0U); }
# 68 "v001066.cu"
void math20::relax28_kernel( int __cuda_0,int __cuda_1,const int *__cuda_2)
# 69 "v001066.cu"
{__device_stub__ZN6math2014relax28_kernelEiiPKi( __cuda_0,__cuda_1,__cuda_2);
# 77 "v001066.cu"
}
# 1 "v001066.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, int, const int *))math20::relax28_kernel), _ZN6math2014relax28_kernelEiiPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, unsigned))math20::norm21), _ZN6math206norm21EPij, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *))bump15<double> ), _Z6bump15IdEvPKT_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *))trace10<unsigned int> ), _Z7trace10IjEvPT_, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
