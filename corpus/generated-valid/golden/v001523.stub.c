#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001523.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6scale4PKj(const unsigned *);
static void __device_stub__Z8update17IilEvPT_PdPh(int *, double *, unsigned char *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN42_GLOBAL__N__628b5040_10_v001523_cu_d_norm213decay8_kernelEPijPmi(int *, unsigned, unsigned long *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6scale4PKj(const unsigned *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const unsigned *))scale4)), 0U);}
# 11 "v001523.cu"
void scale4( const unsigned *__cuda_0)
# 11 "v001523.cu"
{__device_stub__Z6scale4PKj( __cuda_0);




}
# 1 "v001523.cudafe1.stub.c"
static void __device_stub__Z8update17IilEvPT_PdPh( int *__par0,  double *__par1,  unsigned char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, double *, unsigned char *))update17<int, long> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_update17<int,long>( int *&__cuda_0,double *&__cuda_1,unsigned char *&__cuda_2){__device_stub__Z8update17IilEvPT_PdPh( (int *&)__cuda_0,(double *&)__cuda_1,(unsigned char *&)__cuda_2);}
__attribute__((visibility("hidden"))) void __device_stub__ZN42_GLOBAL__N__628b5040_10_v001523_cu_d_norm213decay8_kernelEPijPmi( int *__par0,  unsigned __par1,  unsigned long *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, unsigned, unsigned long *, int))_NV_ANON_NAMESPACE::decay8_kernel)), 0U); }
# 21 "v001523.cu"
void _NV_ANON_NAMESPACE::decay8_kernel( int *__cuda_0,unsigned __cuda_1,unsigned long *__cuda_2,int __cuda_3)
# 21 "v001523.cu"
{__device_stub__ZN42_GLOBAL__N__628b5040_10_v001523_cu_d_norm213decay8_kernelEPijPmi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 35 "v001523.cu"
}
# 1 "v001523.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, unsigned, unsigned long *, int))_NV_ANON_NAMESPACE::decay8_kernel), _ZN42_GLOBAL__N__628b5040_10_v001523_cu_d_norm213decay8_kernelEPijPmi, 32); __cudaRegisterEntry(__T4, ((void ( *)(int *, double *, unsigned char *))update17<int, long> ), _Z8update17IilEvPT_PdPh, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *))scale4), _Z6scale4PKj, 1024); __cudaRegisterVariable(__T4, __shadow_var(d_norm2,::d_norm2), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T4, __shadow_var(m_march3,::m_march3), 0, 128UL, 0, 0); __cudaRegisterVariable(__T4, __shadow_var(d_probe16,::d_probe16), 0, 1UL, 0, 0); __cudaRegisterManagedVariable(__T4, __shadow_var(_ZN40_INTERNAL_628b5040_10_v001523_cu_d_norm242_GLOBAL__N__628b5040_10_v001523_cu_d_norm28m_pivot7E,::_NV_ANON_NAMESPACE::m_pivot7), 0, 32UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
