#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000037.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bump1_kernelPi(int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather12PldPKm(long *, double, const size_t *__restrict__);
static void __device_stub__Z6decay4IlLi6EEvT_PS0_iS0_(long, long *__restrict__, int, long);
static void __device_stub__Z7split29IiEvPT_iS1_(int *, int, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bump1_kernelPi(int *__restrict__ __par0){ int *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(int *__restrict__))bump1_kernel)), 0U);}
# 5 "v000037.cu"
void bump1_kernel( int *__restrict__ __cuda_0)
# 5 "v000037.cu"
{__device_stub__Z12bump1_kernelPi( __cuda_0);




}
# 1 "v000037.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather12PldPKm( long *__par0,  double __par1,  const size_t *__restrict__ __par2) {  const size_t *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 16UL); __cudaLaunch(((char *)((void ( *)(long *, double, const size_t *__restrict__))gather12)), 0U); }
# 20 "v000037.cu"
void gather12( long *__cuda_0,double __cuda_1,const ::size_t *__restrict__ __cuda_2)
# 20 "v000037.cu"
{__device_stub__Z8gather12PldPKm( __cuda_0,__cuda_1,__cuda_2);
# 26 "v000037.cu"
}
# 1 "v000037.cudafe1.stub.c"
static void __device_stub__Z6decay4IlLi6EEvT_PS0_iS0_( long __par0,  long *__restrict__ __par1,  int __par2,  long __par3) {  long *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(long, long *__restrict__, int, long))decay4<long, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_decay4<long,6>( long &__cuda_0,long *__restrict__ &__cuda_1,int &__cuda_2,long &__cuda_3){__device_stub__Z6decay4IlLi6EEvT_PS0_iS0_( (long &)__cuda_0,(long *&)__cuda_1,(int &)__cuda_2,(long &)__cuda_3);}
static void __device_stub__Z7split29IiEvPT_iS1_( int *__par0,  int __par1,  int *__restrict__ __par2) {  int *__T3;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T3 = __par2; __cudaSetupArgSimple(__T3, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, int *__restrict__))split29<int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_split29<int>( int *&__cuda_0,int &__cuda_1,int *__restrict__ &__cuda_2){__device_stub__Z7split29IiEvPT_iS1_( (int *&)__cuda_0,(int &)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(int *, int, int *__restrict__))split29<int> ), _Z7split29IiEvPT_iS1_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long, long *__restrict__, int, long))decay4<long, (int)6> ), _Z6decay4IlLi6EEvT_PS0_iS0_, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(long *, double, const size_t *__restrict__))gather12), _Z8gather12PldPKm, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int *__restrict__))bump1_kernel), _Z12bump1_kernelPi, (-1)); __cudaRegisterVariable(__T7, __shadow_var(c_spread11,::c_spread11), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
