#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000057.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11mix3_kernelPdf(double *, float);
static void __device_stub__Z7trace23IlLi4EEvPT_PKS0_Pji(long *, const long *, unsigned *, int);
static void __device_stub__ZN5gpu3614trace37_kernelIjEEvPKT_bPKij(const unsigned *, bool, const int *, unsigned);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11mix3_kernelPdf(double *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(double *, float))mix3_kernel)), 0U);}
# 8 "v000057.cu"
void mix3_kernel( double *__cuda_0,float __cuda_1)
# 8 "v000057.cu"
{__device_stub__Z11mix3_kernelPdf( __cuda_0,__cuda_1);
# 18 "v000057.cu"
}
# 1 "v000057.cudafe1.stub.c"
static void __device_stub__Z7trace23IlLi4EEvPT_PKS0_Pji( long *__par0,  const long *__par1,  unsigned *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long *, const long *, unsigned *, int))trace23<long, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_trace23<long,4>( long *&__cuda_0,const long *&__cuda_1,unsigned *&__cuda_2,int &__cuda_3){__device_stub__Z7trace23IlLi4EEvPT_PKS0_Pji( (long *&)__cuda_0,(const long *&)__cuda_1,(unsigned *&)__cuda_2,(int &)__cuda_3);}
static void __device_stub__ZN5gpu3614trace37_kernelIjEEvPKT_bPKij( const unsigned *__par0,  bool __par1,  const int *__par2,  unsigned __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, bool, const int *, unsigned))gpu36::trace37_kernel<unsigned int> )), 0U); }namespace gpu36{

template<> __specialization_static void __wrapper__device_stub_trace37_kernel<unsigned>( const unsigned *&__cuda_0,bool &__cuda_1,const int *&__cuda_2,unsigned &__cuda_3){__device_stub__ZN5gpu3614trace37_kernelIjEEvPKT_bPKij( (const unsigned *&)__cuda_0,(bool &)__cuda_1,(const int *&)__cuda_2,(unsigned &)__cuda_3);}}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned *, bool, const int *, unsigned))gpu36::trace37_kernel<unsigned int> ), _ZN5gpu3614trace37_kernelIjEEvPKT_bPKij, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(long *, const long *, unsigned *, int))trace23<long, (int)4> ), _Z7trace23IlLi4EEvPT_PKS0_Pji, 1024L); __cudaRegisterEntry(__T1, ((void ( *)(double *, float))mix3_kernel), _Z11mix3_kernelPdf, 128UL); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
