#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002325.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace5_kerneliPKiPi(int, const int *__restrict__, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9combine38l(long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6step41PKi6Mode11(const int *, enum Mode11);
static void __device_stub__Z7accum20IdLi4EEvPT_PjPiPKS0_(double *__restrict__, unsigned *__restrict__, int *__restrict__, const double *__restrict__);
static void __device_stub__Z7merge29IijEvT0_T_PS1_(unsigned, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace5_kerneliPKiPi(int __par0, const int *__restrict__ __par1, int *__restrict__ __par2){ const int *__T0;
 int *__T1;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__T1 = __par2;__cudaSetupArgSimple(__T1, 16UL);__cudaLaunch(((char *)((void ( *)(int, const int *__restrict__, int *__restrict__))trace5_kernel)), 0U);}
# 10 "v002325.cu"
void trace5_kernel( int __cuda_0,const int *__restrict__ __cuda_1,int *__restrict__ __cuda_2)
# 11 "v002325.cu"
{__device_stub__Z13trace5_kerneliPKiPi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002325.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9combine38l( long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(long))combine38)), 0U); }
# 57 "v002325.cu"
void combine38( long __cuda_0)
# 58 "v002325.cu"
{__device_stub__Z9combine38l( __cuda_0);



}
# 1 "v002325.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6step41PKi6Mode11( const int *__par0,  enum Mode11 __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, enum Mode11))step41)), 0U); }
# 65 "v002325.cu"
void step41( const int *__cuda_0,enum ::Mode11 __cuda_1)
# 66 "v002325.cu"
{__device_stub__Z6step41PKi6Mode11( __cuda_0,__cuda_1);
# 80 "v002325.cu"
}
# 1 "v002325.cudafe1.stub.c"
static void __device_stub__Z7accum20IdLi4EEvPT_PjPiPKS0_( double *__restrict__ __par0,  unsigned *__restrict__ __par1,  int *__restrict__ __par2,  const double *__restrict__ __par3) {  double *__T2;
 unsigned *__T3;
 int *__T4;
 const double *__T5;
__cudaLaunchPrologue(4); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __T4 = __par2; __cudaSetupArgSimple(__T4, 16UL); __T5 = __par3; __cudaSetupArgSimple(__T5, 24UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, unsigned *__restrict__, int *__restrict__, const double *__restrict__))accum20<double, (int)4> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_accum20<double,4>( double *__restrict__ &__cuda_0,unsigned *__restrict__ &__cuda_1,int *__restrict__ &__cuda_2,const double *__restrict__ &__cuda_3){__device_stub__Z7accum20IdLi4EEvPT_PjPiPKS0_( (double *&)__cuda_0,(unsigned *&)__cuda_1,(int *&)__cuda_2,(const double *&)__cuda_3);}
static void __device_stub__Z7merge29IijEvT0_T_PS1_( unsigned __par0,  int __par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int, int *))merge29<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_merge29<int,unsigned>( unsigned &__cuda_0,int &__cuda_1,int *&__cuda_2){__device_stub__Z7merge29IijEvT0_T_PS1_( (unsigned &)__cuda_0,(int &)__cuda_1,(int *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T9) {  __nv_dummy_param_ref(__T9); __nv_save_fatbinhandle_for_managed_rt(__T9); __cudaRegisterEntry(__T9, ((void ( *)(unsigned, int, int *))merge29<int, unsigned int> ), _Z7merge29IijEvT0_T_PS1_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(double *__restrict__, unsigned *__restrict__, int *__restrict__, const double *__restrict__))accum20<double, (int)4> ), _Z7accum20IdLi4EEvPT_PjPiPKS0_, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(const int *, enum Mode11))step41), _Z6step41PKi6Mode11, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(long))combine38), combine38, (-1)); __cudaRegisterEntry(__T9, ((void ( *)(int, const int *__restrict__, int *__restrict__))trace5_kernel), _Z13trace5_kerneliPKiPi, (-1)); __cudaRegisterVariable(__T9, __shadow_var(d_march10,::d_march10), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
